import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3):
        tmp_0 = torch.nn.functional.linear(in_3, in_1, in_0);  in_3 = in_1 = in_0 = None
        tmp_1 = torch.nn.functional.dropout(tmp_0, 0.0, False, False);  tmp_0 = None
        tmp_2 = in_2 + tmp_1;  in_2 = tmp_1 = None
        return (tmp_2,)
        