class Program_weight_tensor_meta_attn_1:
	name = "in_0"
	original_name = "attn_1"
	shape = [4, 4, 196, 196]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.005
	std = 0.000


class Program_weight_tensor_meta_v_1:
	name = "in_1"
	original_name = "v_1"
	shape = [4, 4, 196, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.031
