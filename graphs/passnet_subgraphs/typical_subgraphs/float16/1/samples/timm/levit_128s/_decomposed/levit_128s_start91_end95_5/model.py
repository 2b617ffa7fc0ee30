import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = in_0.view(4, 196, 8, -1);  in_0 = None
        tmp_1 = tmp_0.split([16, 64], dim = 3);  tmp_0 = None
        tmp_2 = tmp_1[0]
        tmp_3 = tmp_1[1];  tmp_1 = None
        return (tmp_2, tmp_3)
        