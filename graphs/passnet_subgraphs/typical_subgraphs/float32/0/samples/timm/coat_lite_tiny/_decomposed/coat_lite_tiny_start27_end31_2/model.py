import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1):
        tmp_0 = in_0[(slice(None, None, None), slice(None, None, None), slice(1, None, None), slice(None, None, None))];  in_0 = None
        tmp_1 = in_1[(slice(None, None, None), slice(None, None, None), slice(1, None, None), slice(None, None, None))];  in_1 = None
        tmp_2 = tmp_1.transpose(-1, -2);  tmp_1 = None
        tmp_3 = tmp_2.reshape(2, 64, 56, 56);  tmp_2 = None
        return (tmp_0, tmp_3)
        