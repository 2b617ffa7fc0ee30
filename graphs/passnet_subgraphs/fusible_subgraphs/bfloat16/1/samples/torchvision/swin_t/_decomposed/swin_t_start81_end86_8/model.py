import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1):
        tmp_0 = in_0 - in_1;  in_0 = in_1 = None
        tmp_1 = tmp_0 != 0
        tmp_2 = tmp_0.masked_fill(tmp_1, -100.0);  tmp_1 = None
        tmp_3 = tmp_0 == 0;  tmp_0 = None
        tmp_4 = tmp_2.masked_fill(tmp_3, 0.0);  tmp_2 = tmp_3 = None
        return (tmp_4,)
        