import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = in_0.unsqueeze(1)
        tmp_1 = in_0.unsqueeze(2);  in_0 = None
        tmp_2 = tmp_0 - tmp_1;  tmp_0 = tmp_1 = None
        tmp_3 = tmp_2 != 0
        tmp_4 = tmp_2.masked_fill(tmp_3, -100.0);  tmp_3 = None
        tmp_5 = tmp_2 == 0;  tmp_2 = None
        tmp_6 = tmp_4.masked_fill(tmp_5, 0.0);  tmp_4 = tmp_5 = None
        return (tmp_6,)
        