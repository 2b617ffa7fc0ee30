import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = in_1.to(torch.float32);  in_1 = None
        tmp_1 = in_2.reshape(-1);  in_2 = None
        tmp_2 = tmp_1[in_0];  tmp_1 = in_0 = None
        tmp_3 = tmp_2.to(torch.float32);  tmp_2 = None
        tmp_4 = tmp_3[(slice(None, None, None), None)];  tmp_3 = None
        tmp_5 = tmp_0 * tmp_4;  tmp_0 = tmp_4 = None
        return (tmp_5,)
        