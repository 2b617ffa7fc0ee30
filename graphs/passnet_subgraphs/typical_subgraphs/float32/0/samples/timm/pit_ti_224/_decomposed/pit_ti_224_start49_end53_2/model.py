import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = in_0[(slice(None, None, None), slice(None, 1, None))]
        tmp_1 = in_0[(slice(None, None, None), slice(1, None, None))];  in_0 = None
        tmp_2 = tmp_1.transpose(1, 2);  tmp_1 = None
        tmp_3 = tmp_2.reshape(2, 64, 27, 27);  tmp_2 = None
        return (tmp_0, tmp_3)
        