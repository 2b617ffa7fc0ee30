import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = in_0.split((768, 64, 64), dim = 3);  in_0 = None
        tmp_1 = tmp_0[0]
        tmp_2 = tmp_0[1]
        tmp_3 = tmp_0[2];  tmp_0 = None
        tmp_4 = tmp_1.view(4, 32, -1, 64);  tmp_1 = None
        tmp_5 = tmp_4.transpose(1, 2);  tmp_4 = None
        return (tmp_2, tmp_3, tmp_5)
        