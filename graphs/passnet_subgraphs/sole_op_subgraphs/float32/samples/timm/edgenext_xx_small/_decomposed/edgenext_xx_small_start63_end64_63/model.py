import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = torch.div(in_0, 2, rounding_mode = 'floor');  in_0 = None
        return (tmp_0,)
        