import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1):
        tmp_0 = in_1.chunk(2, dim = 1);  in_1 = None
        tmp_1 = tmp_0[0]
        tmp_2 = tmp_0[1];  tmp_0 = None
        tmp_3 = torch.conv2d(tmp_2, in_0, None, (1, 1), (0, 0), (1, 1), 1);  tmp_2 = in_0 = None
        return (tmp_1, tmp_3)
        