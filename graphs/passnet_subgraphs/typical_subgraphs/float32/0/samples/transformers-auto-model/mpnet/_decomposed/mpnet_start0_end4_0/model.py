import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = in_0.ne(1);  in_0 = None
        tmp_1 = tmp_0.int();  tmp_0 = None
        tmp_2 = torch.cumsum(tmp_1, dim = 1)
        tmp_3 = tmp_2.type_as(tmp_1);  tmp_2 = None
        return (tmp_1, tmp_3)
        