import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4):
        tmp_0 = in_2 + in_3;  in_2 = in_3 = None
        tmp_1 = tmp_0 + in_4;  tmp_0 = in_4 = None
        tmp_2 = tmp_1 * in_1;  tmp_1 = in_1 = None
        tmp_3 = tmp_2 + in_0;  tmp_2 = in_0 = None
        tmp_4 = torch.nn.functional.dropout(tmp_3, 0.0, False, False);  tmp_3 = None
        return (tmp_4,)
        