import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = in_2.chunk(2, dim = 1);  in_2 = None
        tmp_1 = tmp_0[0]
        tmp_2 = tmp_0[1];  tmp_0 = None
        tmp_3 = torch.conv2d(tmp_1, in_1, in_0, (1, 1), (1, 1), (1, 1), 24);  tmp_1 = in_1 = in_0 = None
        return (tmp_2, tmp_3)
        