import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = torch.cumsum(in_0, dim = 1)
        tmp_1 = tmp_0.type_as(in_0);  tmp_0 = None
        tmp_2 = tmp_1 + 0;  tmp_1 = None
        tmp_3 = tmp_2 * in_0;  tmp_2 = in_0 = None
        return (tmp_3,)
        