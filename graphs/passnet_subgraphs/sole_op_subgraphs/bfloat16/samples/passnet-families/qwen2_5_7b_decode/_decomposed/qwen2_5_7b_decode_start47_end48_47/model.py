import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = in_0.reshape(1, 28, 2049, 128);  in_0 = None
        return (tmp_0,)
        