import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.cat([in_1, in_2], dim = 1);  in_1 = in_2 = None
        tmp_1 = tmp_0 + in_0;  tmp_0 = in_0 = None
        tmp_2 = torch.nn.functional.dropout(tmp_1, 0.0, False, False);  tmp_1 = None
        return (tmp_2,)
        