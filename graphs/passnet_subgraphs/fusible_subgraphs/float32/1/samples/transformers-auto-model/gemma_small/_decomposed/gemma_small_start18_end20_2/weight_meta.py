class Program_weight_tensor_meta_inputs_embeds:
	name = "in_0"
	original_name = "inputs_embeds"
	shape = [4, 32, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.452
