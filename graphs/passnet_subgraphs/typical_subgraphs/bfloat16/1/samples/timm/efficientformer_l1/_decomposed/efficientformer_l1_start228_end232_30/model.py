import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = in_0.split([32, 32, 128], dim = 3);  in_0 = None
        tmp_1 = tmp_0[0]
        tmp_2 = tmp_0[1]
        tmp_3 = tmp_0[2];  tmp_0 = None
        return (tmp_1, tmp_2, tmp_3)
        