import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4):
        tmp_0 = torch.nn.functional.linear(in_4, in_1, in_0);  in_4 = in_1 = in_0 = None
        tmp_1 = torch.nn.functional.gelu(tmp_0, approximate = 'none');  tmp_0 = None
        tmp_2 = torch.nn.functional.dropout(tmp_1, 0.0, False, False);  tmp_1 = None
        tmp_3 = torch.nn.functional.linear(tmp_2, in_3, in_2);  tmp_2 = in_3 = in_2 = None
        return (tmp_3,)
        