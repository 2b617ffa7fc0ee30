import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1):
        in_1 += in_0;  tmp_0 = in_1;  in_1 = in_0 = None
        tmp_1 = torch.nn.functional.relu(tmp_0, inplace = True);  tmp_0 = None
        return (tmp_1,)
        