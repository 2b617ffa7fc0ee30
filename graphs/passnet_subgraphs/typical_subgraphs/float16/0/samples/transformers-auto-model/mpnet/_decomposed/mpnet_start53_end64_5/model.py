import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8):
        tmp_0 = torch.nn.functional.softmax(in_6, dim = -1);  in_6 = None
        tmp_1 = torch.nn.functional.dropout(tmp_0, 0.1, False, False);  tmp_0 = None
        tmp_2 = torch.matmul(tmp_1, in_8);  tmp_1 = in_8 = None
        tmp_3 = tmp_2.permute(0, 2, 1, 3);  tmp_2 = None
        tmp_4 = tmp_3.contiguous();  tmp_3 = None
        tmp_5 = tmp_4.view(2, 32, 768);  tmp_4 = None
        tmp_6 = torch.nn.functional.linear(tmp_5, in_3, in_2);  tmp_5 = in_3 = in_2 = None
        tmp_7 = torch.nn.functional.dropout(tmp_6, 0.1, False, False);  tmp_6 = None
        tmp_8 = tmp_7 + in_7;  tmp_7 = in_7 = None
        tmp_9 = torch.nn.functional.layer_norm(tmp_8, (768,), in_1, in_0, 1e-12);  tmp_8 = in_1 = in_0 = None
        tmp_10 = torch.nn.functional.linear(tmp_9, in_5, in_4);  in_5 = in_4 = None
        return (tmp_9, tmp_10)
        