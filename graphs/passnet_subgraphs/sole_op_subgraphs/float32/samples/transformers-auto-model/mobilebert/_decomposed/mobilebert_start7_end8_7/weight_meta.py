class Program_weight_tensor_meta_inputs_embeds:
	name = "in_0"
	original_name = "inputs_embeds"
	shape = [2, 32, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_pad:
	name = "in_1"
	original_name = "pad"
	shape = [2, 32, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_pad_1:
	name = "in_2"
	original_name = "pad_1"
	shape = [2, 32, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.019
